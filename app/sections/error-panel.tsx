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

// Links load whole pages, so the visitor starts afresh rather than from the state that failed.
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
