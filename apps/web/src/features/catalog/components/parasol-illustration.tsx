import { EdgeShade } from "../../../components/ui/edge-shade";

interface ParasolIllustrationProps {
  fabric: string;
  frame: string;
  volant: "none" | "straight" | "scalloped";
  /** 200 or 220: the wider canopy is drawn wider */
  diameter: 200 | 220;
  title: string;
}

/** A drawing of the parasol in the chosen fabric, frame colour, size and volant. */
export function ParasolIllustration({ fabric, frame, volant, diameter, title }: ParasolIllustrationProps) {
  const half = diameter === 220 ? 250 : 228;
  const cx = 300;
  const top = 110;
  const rim = 250;
  const left = cx - half;
  const right = cx + half;
  const ribs = [0.14, 0.3, 0.5, 0.7, 0.86];
  const scallops = 10;
  const w = (right - left) / scallops;
  const scallopPath = Array.from({ length: scallops }, (_, i) => {
    const x = left + i * w;
    return `Q ${x + w / 2} ${rim + 44} ${x + w} ${rim + 26}`;
  }).join(" ");
  return (
    <svg viewBox="0 0 600 600" width={600} height={600} role="img" aria-label={title} className="h-full w-full">
      <title>{title}</title>
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f7f4ef" />
          <stop offset="1" stopColor="#ebe4d8" />
        </linearGradient>
        <EdgeShade id="shade" left={0.16} right={0.2} />
      </defs>
      <rect width="600" height="600" fill="url(#sky)" />
      <ellipse cx={cx} cy={548} rx={half * 0.9} ry={22} fill="#000" opacity="0.08" />
      {/* pole and base */}
      <rect x={cx - 5} y={top} width={10} height={430} fill={frame} />
      <rect x={cx - 9} y={rim + 70} width={18} height={22} rx={3} fill={frame} stroke="#0002" />
      <rect x={cx - 60} y={532} width={120} height={16} rx={4} fill="#6b655c" />
      {/* canopy */}
      <path
        d={`M ${cx} ${top} C ${cx - half * 0.55} ${top + 40}, ${left + 20} ${rim - 60}, ${left} ${rim} L ${right} ${rim} C ${right - 20} ${rim - 60}, ${cx + half * 0.55} ${top + 40}, ${cx} ${top} Z`}
        fill={fabric}
      />
      <path
        d={`M ${cx} ${top} C ${cx - half * 0.55} ${top + 40}, ${left + 20} ${rim - 60}, ${left} ${rim} L ${right} ${rim} C ${right - 20} ${rim - 60}, ${cx + half * 0.55} ${top + 40}, ${cx} ${top} Z`}
        fill="url(#shade)"
      />
      {ribs.map((r) => (
        <path
          key={r}
          d={`M ${cx} ${top + 4} Q ${cx + (left + (right - left) * r - cx) * 0.6} ${top + 70} ${left + (right - left) * r} ${rim}`}
          stroke="#0000001f"
          strokeWidth="2"
          fill="none"
        />
      ))}
      {volant === "straight" && <rect x={left} y={rim} width={right - left} height={30} fill={fabric} />}
      {volant === "scalloped" && (
        <path d={`M ${left} ${rim} L ${left} ${rim + 26} ${scallopPath} L ${right} ${rim} Z`} fill={fabric} />
      )}
      {volant !== "none" && <rect x={left} y={rim} width={right - left} height={4} fill="#0000001a" />}
      {/* finial */}
      <circle cx={cx} cy={top - 6} r={9} fill={frame} stroke="#0002" />
    </svg>
  );
}
