import { iconPaths } from '../ui/icons';

// Material icons, 24 × 24, for the nav model's category `icon` names (the site's menu uses all
// six). In the drawer's chunk: they show only once it is opened.
const paths: Partial<Record<string, string>> = {
  movie: 'M18 4l2 4h-3l-2-4h-2l2 4h-3l-2-4H8l2 4H7L5 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V4h-4z',
  television: 'M21 3H3c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h5v2h8v-2h5c1.1 0 1.99-.9 1.99-2L23 5c0-1.1-.9-2-2-2zm0 14H3V5h18v12z',
  video: 'M10 16.5l6-4.5-6-4.5v9zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z',
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  people:
    'M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5c-1.66 0-3 1.34-3 3s1.34 3 3 3zm-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5C6.34 5 5 6.34 5 8s1.34 3 3 3zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5zm8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5z',
  globe: iconPaths.globe,
};

/**
 * A navigation category's icon (spec §3 nav model: icon), beside its name; decorative, the name
 * says what it is. A name we have no icon for shows none, so a host's newer names do no harm.
 */
export function NavIcon({ name }: { name: string | undefined }) {
  const path = name === undefined ? undefined : paths[name];
  if (path === undefined) return null;
  return (
    <svg className="nav-icon" data-icon={name} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
