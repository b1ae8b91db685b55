import { externalLinks, pages } from '../../config/paths';

/** The header's links (docs/product/shell.md#header), shared by the desktop bar and the mobile menu. */
export const forumLinks = [
  { label: 'Foro 2022', to: pages.home2022.pattern },
  { label: 'Foro 2021', to: pages.home2021.pattern },
];
export const congressLinks = [
  { label: 'Congreso 2021', href: externalLinks.congress2021 },
  { label: 'Congreso 2020', href: externalLinks.congress2020 },
];
export const policyLinks = [
  { label: 'Política de privacidad', to: pages.privacyPolicy.pattern },
  { label: 'Política de cookies', to: pages.cookiesPolicy.pattern },
  { label: 'Condiciones de uso', to: pages.termsOfUse.pattern },
  { label: 'Política de redes sociales', to: pages.socialMediaPolicy.pattern },
  { label: 'Bases del sorteo', to: pages.raffleRules.pattern },
];
export const socialLinks = [
  { label: 'Facebook', href: externalLinks.facebook, icon: 'facebook' },
  { label: 'Twitter', href: externalLinks.twitter, icon: 'twitter' },
  { label: 'Instagram', href: externalLinks.instagram, icon: 'instagram' },
  { label: 'YouTube', href: externalLinks.youtube, icon: 'youtube' },
  { label: 'LinkedIn', href: externalLinks.linkedin, icon: 'linkedin' },
] as const;
