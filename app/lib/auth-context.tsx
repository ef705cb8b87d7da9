import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useFetchers, useNavigation } from "react-router";
import type { SessionUser } from "./permissions";

export interface AuthState {
  user: SessionUser | null;
  role: string | null;
  isAdmin: boolean;
  isManager: boolean;
  isEmployee: boolean;
  /** True while a sign-in, sign-up or sign-out is on its way: the user shown may be about to change. */
  loading: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

const AUTH_ACTION = /^\/(auth|logout)(\?|$)/;

/** The signed-in user as the server knew it when rendering (root loader), so the first HTML is already right. */
export function AuthProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const loading = [navigation, ...fetchers].some(
    (submission) => submission.state !== "idle" && AUTH_ACTION.test(submission.formAction ?? ""),
  );
  const value = useMemo<AuthState>(() => {
    const role = user?.role ?? null;
    return {
      user,
      role,
      isAdmin: role === "admin",
      isManager: role === "manager",
      isEmployee: role === "employee",
      loading,
    };
  }, [user, loading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
