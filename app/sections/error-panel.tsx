import { ButtonLink } from "~/components/button-link";
import { paths } from "~/lib/paths";
import { MessagePanel } from "./message-panel";

export interface ErrorPanelProps {
  copy: {
    heading: string;
    message: string;
    contact: string;
    home: string;
    whatsapp: string;
    call: string;
  };
  studio: { whatsapp: { href: string }; phone: { href: string } };
}

/**
 * The page shown after an unexpected error. The page around it may be what failed, so it has only
 * what happened and links that load whole pages, so the visitor starts again from a fresh page
 * rather than from the state that failed, or reaches the studio directly.
 */
export function ErrorPanel({ copy, studio }: ErrorPanelProps) {
  return (
    <MessagePanel
      heading={copy.heading}
      actions={
        <>
          <ButtonLink href={paths.home} reloadDocument>
            {copy.home}
          </ButtonLink>
          <ButtonLink href={studio.whatsapp.href} variant="outline">
            {copy.whatsapp}
          </ButtonLink>
          <ButtonLink href={studio.phone.href} variant="outline">
            {copy.call}
          </ButtonLink>
        </>
      }
    >
      <p>{copy.message}</p>
      <p>{copy.contact}</p>
    </MessagePanel>
  );
}
