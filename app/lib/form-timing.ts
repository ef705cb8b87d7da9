/** When a form checks its fields in the browser: a field on leaving it, then again at each keystroke once wrong. */
export const VALIDATE_ON_BLUR = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;

/**
 * The fields on sending, then again at each keystroke once wrong. For a centred dialog whose radios or checkboxes an
 * error appearing on blur would move: the dialog grows as the field loses focus, between the press and the click.
 */
export const VALIDATE_ON_SUBMIT = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

export type FormTiming = typeof VALIDATE_ON_BLUR | typeof VALIDATE_ON_SUBMIT;
