import { Eye, Pencil, Trash2, UserMinus, UserPlus } from "lucide-react";
import { Tooltip } from "../../../components/ui/tooltip";

// Every row repeats its icons: each is a <use> of one symbol of the page's sprite (classes .planning-* in app.css).
const ROW_ICONS = { voir: Eye, modifier: Pencil, ajouter: UserPlus, retirer: UserMinus, supprimer: Trash2 };
type RowIcon = keyof typeof ROW_ICONS;

/** The symbols the rows' icons use: rendered once per page. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(ROW_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`icone-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

export function RowAction({
  label,
  icon,
  onClick,
  disabled,
  danger,
}: {
  label: string;
  icon: RowIcon;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  const button = (
    <button type="button" className="planning-action" aria-label={label} onClick={onClick} disabled={disabled}>
      <svg aria-hidden="true" className={danger ? "size-4 text-red-700" : "size-4"}>
        <use href={`#icone-${icon}`} />
      </svg>
    </button>
  );
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper that does.
  return disabled ? (
    <Tooltip label={label}>
      <span className="inline-flex">{button}</span>
    </Tooltip>
  ) : (
    <Tooltip label={label}>{button}</Tooltip>
  );
}
