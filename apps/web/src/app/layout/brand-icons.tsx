import type { SVGProps } from "react";

/**
 * Social network marks drawn in the same 24px, 1.75-stroke style as the lucide icons
 * (lucide no longer ships brand logos).
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </Icon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 3.5h-2.2A3.8 3.8 0 0 0 9 7.3V21" />
      <path d="M6.5 11h7.5" />
    </Icon>
  );
}

export function PinterestIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.6 21 12.4 13" />
      <path d="M9.6 13.8c-.8-.9-1-2.2-.5-3.5.7-1.8 2.7-2.8 4.6-2.3 1.8.5 2.8 2.2 2.4 4.1-.4 1.8-1.8 3.1-3.3 2.8-.8-.2-1.2-.8-1.1-1.6" />
    </Icon>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4 2.5-4 2.5z" fill="currentColor" />
    </Icon>
  );
}

export function WhatsappIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20l1.3-3.8A8.5 8.5 0 1 1 8 19z" />
      <path d="M9 8.8c.2 2.8 2.9 5.7 6 6.2l1.2-1.4-1.8-.9-.8.8c-1.1-.5-2-1.4-2.6-2.6l.8-.8-.8-1.8z" />
    </Icon>
  );
}
