import { Link } from "react-router";
import type { NavLink } from "./nav-links";

/** Links as a list, one item each: the footer's columns and the mobile menu's sections. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
