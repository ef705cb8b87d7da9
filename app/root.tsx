import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import { DocumentMeta } from "./components/layout/document-meta";
import { ErrorPage } from "./components/layout/error-page";
import { FONT_SCRIPT } from "./components/layout/font-faces";
import { PAGE_SCRIPT } from "./components/layout/page-script";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { FlashToast } from "./components/ui/flash-toast";
import { AuthProvider } from "./lib/auth-context";
import { keepCacheControl, PRIVATE_NO_STORE } from "./lib/cache-control";
import { INLINE_CSS_ID, useDocumentAssets } from "./lib/document-assets";
import { pageHydrates } from "./lib/hydration";
import { getSessionUser } from "./lib/permissions.server";
import { publicUrl } from "./lib/public-url.server";
import { hasSessionCookie } from "./lib/session-cookie";
import { takeToast } from "./lib/toast.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The staff pages install as the staff app (docs/decisions/057-offline-staff-app.md); the public site as itself. */
function useManifest(): string {
  const staff = useMatches().some((match) => match.id === "routes/staff-layout");
  return staff ? "/staff.webmanifest" : "/site.webmanifest";
}

export async function loader({ request }: Route.LoaderArgs) {
  // Visitors without a session cookie never touch the database (and prerendering has none).
  const user = hasSessionCookie(request.headers.get("cookie")) ? await getSessionUser(request) : null;
  const { toast, headers } = await takeToast(request);
  // A page that names someone signed in, or that shows a one-off toast, is nobody else's.
  if (user || toast) headers.set("Cache-Control", PRIVATE_NO_STORE);
  return data({ user, publicUrl: publicUrl(), toast }, { headers });
}

export const headers = keepCacheControl;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/**
 * Whether this document loads the framework (docs/decisions/028-marketing-pages-without-framework-js.md). Code that
 * runs in the browser runs in a hydrated document, which keeps its scripts through client navigations.
 */
function useHydrates(): boolean {
  const matches = useMatches();
  const root = useRootData();
  if (typeof document !== "undefined") return true;
  return pageHydrates(
    matches.filter((match) => match.id !== "root").map((match) => match.handle),
    root,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { css, nonce } = useDocumentAssets();
  const hydrates = useHydrates();
  const manifest = useManifest();
  return (
    <html lang="fr">
      <head>
        <DocumentMeta />
        <meta name="theme-color" content="#1a428a" />
        <Meta />
        <link rel="manifest" href={manifest} />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the code, never user input. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: FONT_SCRIPT }} />
        {/* The whole stylesheet, inline: the first paint needs nothing but the HTML. */}
        <style id={INLINE_CSS_ID}>{css}</style>
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenu"
          className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Aller au contenu
        </a>
        {children}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the code, never user input. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** What every page shares: the signed-in user, toasts. Each layout route brings its own header and <main>. */
function Providers({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  return (
    <AuthProvider user={data?.user ?? null}>
      {children}
      {/* Sonner's rich colours fail contrast checks: plain toasts, errors in a dark red that passes. */}
      <Toaster position="top-center" closeButton toastOptions={{ classNames: { error: "text-red-800!" } }} />
      <FlashToast toast={data?.toast ?? null} />
    </AuthProvider>
  );
}

export default function App() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Providers>
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorPage status={status} />
      </main>
      <SiteFooter />
    </Providers>
  );
}
