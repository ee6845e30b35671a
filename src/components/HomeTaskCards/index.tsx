import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

export type TaskCard = {
  title: string;
  to: string;
  description: ReactNode;
};

type Props = {
  cards: readonly TaskCard[];
};

/** Entry points by task, so a reader lands on the page that answers their question. */
export default function HomeTaskCards({ cards }: Props): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Heading as="h3" className={styles.cardTitle}>
            <Link to={card.to}>{card.title}</Link>
          </Heading>
          <p className={styles.cardText}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
