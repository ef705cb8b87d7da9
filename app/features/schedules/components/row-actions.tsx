import { Eye, MapPin, Pencil, Trash2, UserMinus, UserPlus } from "lucide-react";
import { Tooltip } from "../../../components/ui/tooltip";

// Every row repeats its icons: each is a <use> of one symbol of the page's sprite (classes .planning-* in app.css).
const ROW_ICONS = {
  voir: Eye,
  modifier: Pencil,
  ajouter: UserPlus,
  retirer: UserMinus,
  supprimer: Trash2,
  lieu: MapPin,
};
type RowIcon = Exclude<keyof typeof ROW_ICONS, "lieu">;

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

/**
 * An icon button named by its label, shown in a tooltip. On phones (a card's toolbar) the label's first word, its
 * verb, shows under the icon.
 */
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
    <button
      type="button"
      className={danger ? "planning-action text-red-700" : "planning-action"}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <svg aria-hidden="true" className="size-4 shrink-0">
        <use href={`#icone-${icon}`} />
      </svg>
      <span className="planning-action-label">{label.split(" ")[0]}</span>
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
