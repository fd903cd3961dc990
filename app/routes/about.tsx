import { aboutCopy } from "~/content/about-copy";
import { aboutPhotos } from "~/content/about-photos";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { CallToAction } from "~/sections/call-to-action";
import { Story } from "~/sections/story";
import { StudioCarousel } from "~/sections/studio-carousel";
import { TypingHeading } from "~/sections/typing-heading";
import styles from "./about.module.css";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: aboutCopy.title, description: aboutCopy.description, path: paths.about });

export default function About() {
  return (
    <>
      <TypingHeading eyebrow={aboutCopy.eyebrow} label={aboutCopy.headingLabel} phrases={aboutCopy.slogans} />
      <div className={styles.layout}>
        <Story heading={aboutCopy.storyHeading} paragraphs={aboutCopy.paragraphs} />
        <StudioCarousel
          label={aboutCopy.carouselLabel}
          photos={aboutPhotos}
          previousLabel={aboutCopy.previous}
          nextLabel={aboutCopy.next}
        />
      </div>
      <CallToAction
        heading={aboutCopy.cta.heading}
        text={aboutCopy.cta.text}
        action={{ label: aboutCopy.cta.label, href: paths.contact }}
      />
    </>
  );
}
