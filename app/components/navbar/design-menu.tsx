import { ChevronDown } from "lucide-react";
import { useCallback, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { NavLink } from "react-router";
import { navigation } from "~/content/navigation";
import { paths } from "~/lib/paths";
import { useDismiss } from "~/lib/use-dismiss";
import styles from "./design-menu.module.css";

export type OpenedBy = "hover" | "press";

export interface DesignMenuProps {
  label: ReactNode;
  open: boolean;
  /** How it was opened: a press keeps it open when the pointer leaves; a hover does not. */
  openedBy: OpenedBy | null;
  onOpen: (by: OpenedBy) => void;
  onClose: () => void;
  /** Desktop opens on hover too; the tab bar opens upwards and only on press. */
  variant: "dropdown" | "tab";
  buttonClassName?: string;
}

/** OUR DESIGN: a real button with `aria-expanded` showing Collections and Place an Order. */
export function DesignMenu({
  label,
  open,
  openedBy,
  onOpen,
  onClose,
  variant,
  buttonClassName,
}: DesignMenuProps) {
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useDismiss(open, close, container, button);

  const hoverable = variant === "dropdown";
  const focusFirstLink = () => container.current?.querySelector<HTMLAnchorElement>("ul a")?.focus();

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    onOpen("press");
    requestAnimationFrame(focusFirstLink);
  };

  return (
    // Hover is only a shortcut for mouse users; the button is the control everyone can use.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={container}
      className={[styles.menu, styles[variant]].join(" ")}
      onMouseEnter={hoverable ? () => !open && onOpen("hover") : undefined}
      onMouseLeave={hoverable ? () => openedBy === "hover" && onClose() : undefined}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open && openedBy === "press" ? onClose() : onOpen("press"))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <NavLink to={paths.collection} className={styles.link} onClick={onClose}>
            {navigation.collections}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.order} className={styles.link} onClick={onClose}>
            {navigation.placeOrder}
          </NavLink>
        </li>
      </ul>
    </div>
  );
}
