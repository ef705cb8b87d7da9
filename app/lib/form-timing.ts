/** When a form checks its fields in the browser: a field on leaving it, then again at each keystroke once wrong. */
export const VALIDATE_ON_BLUR = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;
