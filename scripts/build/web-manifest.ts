import { paths } from '@/config/paths';
import { assetPaths } from '@/config/endpoints';
import { site } from '@/config/site';
import { brand, white } from '@/theme/primitives';

/** The web app manifest, from the site identity and the theme's brand colour. */
export function buildManifest(): string {
  return `${JSON.stringify(
    {
      name: `${site.brand}: IT services and staffing`,
      short_name: site.brand,
      start_url: paths.home.href(),
      scope: paths.home.href(),
      display: 'standalone',
      background_color: white,
      theme_color: brand[600],
      icons: [
        { src: assetPaths.favicon, type: 'image/svg+xml', sizes: 'any' },
        { src: assetPaths.icon192, type: 'image/png', sizes: '192x192' },
        { src: assetPaths.icon512, type: 'image/png', sizes: '512x512', purpose: 'any maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}
