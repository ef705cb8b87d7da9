/** Tall enough to be touched on a phone (44 px), compact on a desk: for row buttons and the fields of dialogs. */
export const TOUCH_TARGET = "max-md:h-11";
