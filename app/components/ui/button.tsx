import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-400 text-slate-900 hover:bg-accent-500",
  outline: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  /** The outline button on a dark band (the hero): white text and border, the band showing through. */
  outlineInverse: "border border-white bg-transparent text-white hover:bg-white/10",
  ghost: "text-slate-700 hover:bg-slate-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-9",
} as const;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (a Link, an <a>) with the button's look. */
  asChild?: boolean;
}

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonClass(variant, size), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
