import { Mail, MessageCircle, Phone, X } from "lucide-react";
import { navigation } from "~/content/navigation";
import { studio } from "~/content/studio";
import { menuProps } from "~/page-loader/attributes";
import styles from "./floating-contact.module.css";

const optionsId = "contact-options";

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

// A native popover, so the button works from the first paint and without script. Where it sits
// depends on the room the screen leaves it, so it never covers the page (see its stylesheet).
export function FloatingContact() {
  return (
    <aside className={styles.floating} aria-label={navigation.contactRegion} {...menuProps}>
      <ul id={optionsId} popover="auto" className={styles.options}>
        {options.map(({ href, label, Icon, external }) => (
          <li key={href}>
            <a
              href={href}
              className={styles.option}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <Icon aria-hidden="true" size={18} />
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.toggle} popoverTarget={optionsId} aria-controls={optionsId}>
        <MessageCircle aria-hidden="true" className={styles.whenClosed} />
        <X aria-hidden="true" className={styles.whenOpen} />
        <span className={styles.label}>{navigation.contactToggle}</span>
      </button>
    </aside>
  );
}
