import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The public pages: marketing header and footer.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service-detail.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("quote", "routes/quote.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-article.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("job-offers", "routes/job-offers.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("auth", "routes/auth.tsx"),
    route("auth/forgot-password", "routes/forgot-password.tsx"),
    route("auth/reset-password", "routes/reset-password.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The signed-in staff pages: the staff shell (docs/decisions/019-staff-shell.md).
  layout("routes/staff-layout.tsx", [
    route("admin/users", "routes/admin-users.tsx"),
    route("admin/schedules", "routes/admin-schedules.tsx"),
    route("admin/sites", "routes/admin-sites.tsx"),
    route("admin/inbox", "routes/admin-inbox.tsx"),
    route("admin/inbox/:type/:id", "routes/admin-inbox-detail.tsx"),
    route("admin/mail", "routes/admin-mail.tsx"),
    route("employees", "routes/employees.tsx"),
    route("my-schedule", "routes/my-schedule.tsx"),
    route("account", "routes/account.tsx"),
  ]),
  route("careers", "routes/careers.ts"),
  route("admin/inbox/export.csv", "routes/admin-inbox-export.ts"),
  route("calendar/:file", "routes/calendar-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("logout", "routes/logout.ts"),
  route("api/auth/*", "routes/api-auth.ts"),
] satisfies RouteConfig;
