import type { Navbar } from '@docusaurus/theme-common';
import { helpUrl, routes, siteTitle, sourceRepositoryUrl } from './site';

export const navbar = {
  title: siteTitle,
  hideOnScroll: true,
  logo: {
    alt: 'Medication module logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      to: routes.guidesIntro,
      label: 'Docs',
      position: 'left',
      activeBaseRegex: '^/docs/(guides|intro|anesthesia)',
    },
    {
      to: routes.apiIndex,
      label: 'API',
      position: 'left',
      activeBaseRegex: '^/docs/(api|category/api)/',
    },
    { to: routes.blog, label: 'Blog', position: 'left' },
    { href: helpUrl, label: 'Help', position: 'left' },
    {
      href: sourceRepositoryUrl,
      label: 'Source',
      position: 'right',
      'aria-label': 'Source repository',
    },
    { type: 'search', position: 'right' },
  ],
} satisfies Navbar;
