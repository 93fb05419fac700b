import { graphql, useFragment } from 'react-relay';
import type { HomeEventCarouselSection_section$key } from '../../../__generated__/HomeEventCarouselSection_section.graphql';
import { HomeEventCard } from './HomeEventCard';
import classes from './HomeSections.module.css';
import { SectionFrame } from './SectionFrame';

/** The official schedule's next entries, as cards in a row that snaps. */
export function HomeEventCarouselSection({
  section,
}: {
  section: HomeEventCarouselSection_section$key;
}) {
  const data = useFragment(
    graphql`
      fragment HomeEventCarouselSection_section on HomeEventCarouselSection {
        title
        events {
          id
          ...HomeEventCard_event
        }
      }
    `,
    section,
  );
  if (data.events.length === 0) return null;
  return (
    <SectionFrame title={data.title} fallbackId="home.sections.events" moreHref="/events">
      <ul
        className={classes.row}
        data-style="events"
        data-single={data.events.length === 1 || undefined}
      >
        {data.events.map((event) => (
          <li key={event.id} className={classes.slide}>
            <HomeEventCard event={event} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
