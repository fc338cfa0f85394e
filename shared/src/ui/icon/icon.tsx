import { iconPaths, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  /** Pixel size of the square icon (default 20). */
  size?: number;
  /**
   * Say what the icon means when nothing else does (an icon-only button should rather carry an
   * aria-label itself). Without a label the icon is decorative and hidden from assistive tech.
   */
  label?: string;
  /** 'chevron' points right; rotate it for other directions. */
  rotate?: 0 | 90 | 180 | 270;
  className?: string;
}

export function Icon({ name, size = 20, label, rotate = 0, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      style={rotate ? { transform: `rotate(${rotate}deg)` } : undefined}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconPaths[name]}
    </svg>
  );
}
