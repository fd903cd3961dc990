import { Mail, MessageCircle, Phone, X } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { navigation } from "~/content/navigation";
import { studio } from "~/content/studio";
import { useDismiss } from "~/lib/use-dismiss";
import styles from "./floating-contact.module.css";

/** The round button in the corner of every page: WhatsApp, call or e-mail the studio. */
export function FloatingContact() {
  const { pathname } = useLocation();
  // Remember the page it was opened on: moving to another page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const container = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const optionsId = useId();
  useDismiss(open, close, container, toggle);

  const options = [
    {
      href: studio.whatsapp.href,
      label: navigation.contactOptions.whatsapp,
      Icon: MessageCircle,
      external: true,
    },
    { href: studio.phone.href, label: navigation.contactOptions.call, Icon: Phone, external: false },
    { href: studio.email.href, label: navigation.contactOptions.email, Icon: Mail, external: false },
  ];

  return (
    <aside ref={container} className={styles.floating} aria-label={navigation.contactRegion}>
      <ul id={optionsId} className={styles.options} hidden={!open}>
        {options.map(({ href, label, Icon, external }) => (
          <li key={href}>
            <a
              href={href}
              className={styles.option}
              onClick={close}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <Icon aria-hidden="true" size={18} />
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={optionsId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
        <span className="visually-hidden">{navigation.contactToggle}</span>
      </button>
    </aside>
  );
}
