import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { isExternalHref, safeHref } from '../../../../common/pageBlocks';
import type { HomeNavigationSection_section$key } from '../../../__generated__/HomeNavigationSection_section.graphql';
import { PageLink } from '../../pages/components/PageLink';
import classes from './HomeSections.module.css';
import { SectionFrame } from './SectionFrame';

/** Shortcuts to places in the garden, as a grid of large tap targets. */
export function HomeNavigationSection({ section }: { section: HomeNavigationSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment HomeNavigationSection_section on HomeNavigationSection {
        title
        links {
          label
          href
        }
      }
    `,
    section,
  );
  if (data.links.length === 0) return null;
  return (
    <SectionFrame title={data.title} fallbackId="home.sections.navigation">
      <ul className={classes.navigation}>
        {data.links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            {/* Checked again here: only a safe internal path goes through the router. */}
            {isExternalHref(link.href) || !safeHref(link.href) ? (
              <PageLink href={link.href}>
                <span className={classes.navigationLink}>{link.label}</span>
              </PageLink>
            ) : (
              <Link to={link.href} className={classes.navigationLink}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
