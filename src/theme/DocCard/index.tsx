import isInternalUrl from '@docusaurus/isInternalUrl';
import Link from '@docusaurus/Link';
import { findFirstSidebarItemLink, useDocById } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import type { PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import Icon from '@site/src/components/Icons';
import type { Props } from '@theme/DocCard';
import Heading from '@theme/Heading';
import IconExternalLink from '@theme/Icon/ExternalLink';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/*
 * The cards of a category's index page (the API reference's, its tag pages).
 *
 * Replaces the theme's card rather than wrapping it: the theme writes an emoji into each
 * card's title (🗃️ for a category, 📄️ for a page, 🔗 for a link), which shows as an empty box
 * without an emoji font and became part of the title in the search index. Here the icons are
 * drawn, outside the heading's text. Otherwise as the theme's, written against theme-classic
 * 3.7.0.
 */

function useCategoryItemsPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          message: '1 item|{count} items',
          id: 'theme.docs.DocCard.categoryDescription.plurals',
          description:
            'The default description for a category card in the generated index about how many items this category includes',
        },
        { count },
      ),
    );
}

interface CardProps {
  href: string;
  icon: ReactNode;
  title: string;
  description?: string;
}

function CardLayout({ href, icon, title, description }: CardProps): ReactNode {
  return (
    <Link href={href} className={clsx('card padding--lg', styles.cardContainer)}>
      <Heading as="h2" className={clsx('text--truncate', styles.cardTitle)} title={title}>
        <span className={styles.cardIcon}>{icon}</span>
        {title}
      </Heading>
      {description && (
        <p className={clsx('text--truncate', styles.cardDescription)} title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

function CardCategory({ item }: { item: PropSidebarItemCategory }): ReactNode {
  const href = findFirstSidebarItemLink(item);
  const categoryItemsPlural = useCategoryItemsPlural();
  // Categories without a link are filtered out before the cards are drawn.
  if (!href) return null;
  return (
    <CardLayout
      href={href}
      icon={<Icon name="folder" />}
      title={item.label}
      description={item.description ?? categoryItemsPlural(item.items.length)}
    />
  );
}

function CardLink({ item }: { item: PropSidebarItemLink }): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <CardLayout
      href={item.href}
      icon={
        isInternalUrl(item.href) ? (
          <Icon name="page" />
        ) : (
          <IconExternalLink width={16} height={16} />
        )
      }
      title={item.label}
      description={item.description ?? doc?.description}
    />
  );
}

export default function DocCard({ item }: Props): ReactNode {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
