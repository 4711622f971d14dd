import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import HomepageSection from '@site/src/components/HomepageSection';
import Link from '@docusaurus/Link';
import { useLatestDocPath } from '@site/src/docs/docPaths';
import styles from './styles.module.css';

type Testimonial = { summary: string; author: string; handle: string; url: string };

// Paraphrased, with a link to each original post (the love page has the full list).
const testimonials: Testimonial[] = [
  {
    summary: 'The only full-stack API library he has used that works without any code generation.',
    author: 'Ryan Edge',
    handle: '@chimon1984',
    url: 'https://twitter.com/chimon1984/status/1457100617818779656',
  },
  {
    summary: 'His team was amazed when the client autocompleted their very first endpoint.',
    author: 'Marcus Rådell',
    handle: '@marcusradell',
    url: 'https://twitter.com/marcusradell/status/1402991694446952458',
  },
  {
    summary: 'Rebuilt an API on it and recommends it for dynamic Next.js apps: "Prisma for APIs".',
    author: 'Theo',
    handle: '@t3dotgg',
    url: 'https://twitter.com/t3dotgg/status/1438434802839945220',
  },
];

const sponsors = [
  { name: 'Render', url: 'https://render.com' },
  { name: 'Cal.com', url: 'https://cal.com' },
  { name: 'Ping.gg', url: 'https://ping.gg/' },
  { name: 'Prisma', url: 'https://www.prisma.io' },
  { name: 'Jason Docton', url: 'https://Youarerad.org' },
];

export default function HomepageCommunity(): ReactNode {
  const lovePage = useLatestDocPath('main/love');
  const sponsorsPage = useLatestDocPath('main/sponsors');
  return (
    <HomepageSection id="community-heading" title="What developers say" className={styles.section}>
      <ul className={styles.quotes}>
        {testimonials.map((item) => (
          <li key={item.url} className={styles.quote}>
            <p>{item.summary}</p>
            <p className={styles.author}>
              <Link href={item.url}>
                {item.author} <span className={styles.handle}>{item.handle}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <p className="text--center">
        <Link to={lovePage}>More from the community</Link>
      </p>
      <Heading as="h3" className="text--center margin-top--lg">
        Backed by our sponsors
      </Heading>
      <ul className={styles.sponsors}>
        {sponsors.map((sponsor) => (
          <li key={sponsor.name}>
            <Link href={sponsor.url}>{sponsor.name}</Link>
          </li>
        ))}
      </ul>
      <p className="text--center">
        <Link to={sponsorsPage}>All sponsors, and how to become one</Link>
      </p>
    </HomepageSection>
  );
}
