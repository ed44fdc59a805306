import { memo, type ReactNode } from "react";
import { EdgeShade } from "../../components/ui/edge-shade";
import { useT } from "../../i18n/use-t";
import { POLE_MM, type PreviewModel, scallopPath, scallopRing } from "./preview-model";

/**
 * The live drawing of a configured parasol (issue 21): a side view (canopy, volant, pole, what
 * holds it, diameter and pole marked) and a top view (canopy, ribs, volant edge). Pure SVG from
 * the choices, so it redraws at once and reads at 390 px; only the configurator page loads it.
 */
/** Memoised: drawn again only when the model or its description changes (not when the price is confirmed). */
export const ParasolPreview = memo(function ParasolPreview({
  model,
  description,
}: {
  model: PreviewModel;
  description: string;
}) {
  const t = useT();
  return (
    <figure className="grid gap-3 sm:grid-cols-[3fr_2fr] sm:items-end" aria-label={t("configurator.preview.label")}>
      <SideView m={model} description={description} />
      <TopView m={model} />
      <figcaption className="sr-only">{description}</figcaption>
    </figure>
  );
});

const INK = "#1f1d1a";
const GROUND = 300;
const TOP = 62;
const RIM = 132;
const CX = 200;

/**
 * A view's drawing: an SVG image named by its title (`preview-<view>-title`), found by tests as
 * `preview-<view>` (with the model's figures in `data`), on the paper background.
 */
function PreviewFrame({
  view,
  width,
  height,
  title,
  data,
  className,
  children,
}: {
  view: "side" | "top";
  width: number;
  height: number;
  title: string;
  data?: Record<`data-${string}`, string | number>;
  className: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={`preview-${view}-title`}
      data-testid={`preview-${view}`}
      {...data}
      className={className}
    >
      <title id={`preview-${view}-title`}>{title}</title>
      <rect width={width} height={height} fill="#f7f4ef" />
      {children}
    </svg>
  );
}

function SideView({ m, description }: { m: PreviewModel; description: string }) {
  const t = useT();
  const scale = Math.min(1.5, 340 / m.sizeCm);
  const half = (m.sizeCm * scale) / 2;
  const cx = m.mount === "wall" ? CX + 12 : CX;
  const left = cx - half;
  const right = cx + half;
  const canopy =
    m.shape === "square"
      ? `M ${cx} ${TOP} L ${left} ${RIM} L ${right} ${RIM} Z`
      : `M ${cx} ${TOP} C ${cx - half * 0.55} ${TOP + 28}, ${left + 16} ${RIM - 48}, ${left} ${RIM} L ${right} ${RIM} C ${right - 16} ${RIM - 48}, ${cx + half * 0.55} ${TOP + 28}, ${cx} ${TOP} Z`;
  const ribTips = [0.08, 0.26, 0.5, 0.74, 0.92].map((r) => left + (right - left) * r);
  const runnerY = RIM + 34;
  const poleBottom = m.mount === "socket" ? GROUND + 26 : m.mount === "wall" ? 250 : GROUND - 18 - m.plates * 5 + 4;
  return (
    <PreviewFrame
      view="side"
      width={400}
      height={340}
      title={t("configurator.preview.side", { description })}
      data={{
        "data-size": m.sizeCm,
        "data-edge": m.edge,
        "data-mount": m.mount,
        "data-fabric": m.fabricHex,
        "data-frame": m.frameHex,
      }}
      className="h-auto w-full"
    >
      {/* ground */}
      {m.mount === "socket" ? (
        <rect x="0" y={GROUND} width="400" height="40" fill="#e4dccd" />
      ) : (
        <line x1="0" y1={GROUND} x2="400" y2={GROUND} stroke="#b9ae9c" strokeWidth="2" />
      )}
      <ellipse cx={cx} cy={GROUND - 2} rx={half * 0.85} ry={7} fill="#000" opacity="0.07" />
      {m.mount === "wall" && <Wall cx={cx} frame={m.frameHex} />}
      {m.mount === "table" && <Table cx={cx} />}
      {/* pole */}
      <rect x={cx - 3.5} y={TOP - 4} width={7} height={poleBottom - TOP + 4} fill={m.frameHex} stroke="#0003" />
      {/* ribs under the canopy, from the runner */}
      {ribTips.map((x) => (
        <line key={x} x1={cx} y1={runnerY} x2={x} y2={RIM - 2} stroke={m.frameHex} strokeWidth="1.6" opacity="0.8" />
      ))}
      <rect x={cx - 7} y={runnerY - 6} width={14} height={12} rx={2} fill={m.frameHex} stroke="#0003" />
      {m.lighting &&
        ribTips.map((x) => <circle key={`l${x}`} cx={(cx + x) / 2} cy={(runnerY + RIM) / 2} r={3} fill="#f6c453" />)}
      {/* canopy and volant */}
      <path d={canopy} fill={m.fabricHex} stroke="#0002" />
      <path d={canopy} fill="url(#canopy-shade)" />
      {m.edge === "straight" && (
        <rect
          data-testid="volant"
          x={left}
          y={RIM}
          width={right - left}
          height={16}
          fill={m.fabricHex}
          stroke="#0003"
        />
      )}
      {m.edge === "scalloped" && (
        <path
          data-testid="volant"
          d={scallopPath(left, right, RIM + 8, 8, Math.max(6, Math.round(m.sizeCm / 20)))}
          fill={m.fabricHex}
          stroke="#0003"
        />
      )}
      <circle cx={cx} cy={TOP - 7} r={6} fill={m.frameHex} stroke="#0003" />
      {/* what holds the pole */}
      {m.mount === "base" && <Base cx={cx} plates={m.plates} />}
      {m.mount === "socket" && (
        <rect
          x={cx - 9}
          y={GROUND - 4}
          width={18}
          height={34}
          fill="#8d877d"
          stroke={INK}
          strokeDasharray="3 2"
          opacity="0.8"
        />
      )}
      {/* dimensions */}
      <Dimension x1={left} x2={right} y={30} label={`Ø ${m.sizeCm} cm`} />
      <line x1={cx + 5} y1={214} x2={cx + 34} y2={214} stroke={INK} strokeWidth="1" />
      <text x={cx + 37} y={218} fontSize="14" fill={INK} fontFamily="system-ui, sans-serif">
        {t("configurator.preview.pole", { mm: POLE_MM })}
      </text>
      <defs>
        <EdgeShade id="canopy-shade" left={0.14} right={0.18} />
      </defs>
    </PreviewFrame>
  );
}

function Dimension({ x1, x2, y, label }: { x1: number; x2: number; y: number; label: string }) {
  return (
    <g stroke={INK} strokeWidth="1">
      <line x1={x1} y1={y} x2={x2} y2={y} />
      <line x1={x1} y1={y - 6} x2={x1} y2={y + 6} />
      <line x1={x2} y1={y - 6} x2={x2} y2={y + 6} />
      <rect x={(x1 + x2) / 2 - 38} y={y - 11} width={76} height={20} fill="#f7f4ef" stroke="none" />
      <text
        x={(x1 + x2) / 2}
        y={y + 5}
        textAnchor="middle"
        fontSize="15"
        fontWeight="600"
        fill={INK}
        stroke="none"
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </g>
  );
}

function Base({ cx, plates }: { cx: number; plates: number }) {
  return (
    <g data-testid="mount-base">
      <rect x={cx - 48} y={GROUND - 16} width={96} height={16} rx={3} fill="#5f5a52" />
      {Array.from({ length: plates }, (_, i) => (
        <rect
          key={i}
          data-testid="base-plate"
          x={cx - 40}
          y={GROUND - 21 - i * 5}
          width={80}
          height={5}
          rx={1}
          fill="#7b756b"
          stroke="#0003"
        />
      ))}
    </g>
  );
}

function Table({ cx }: { cx: number }) {
  return (
    <g data-testid="mount-table" fill="#a58d6b">
      <rect x={cx - 120} y={226} width={240} height={9} rx={2} />
      <rect x={cx - 110} y={235} width={7} height={GROUND - 235} />
      <rect x={cx + 103} y={235} width={7} height={GROUND - 235} />
      <rect x={cx - 28} y={GROUND - 10} width={56} height={10} rx={2} fill="#5f5a52" />
    </g>
  );
}

function Wall({ cx, frame }: { cx: number; frame: string }) {
  return (
    <g data-testid="mount-wall">
      <rect x="0" y="0" width="16" height={GROUND} fill="#d9d1c3" stroke="#b9ae9c" />
      <rect x="16" y="196" width={cx - 16} height={7} fill={frame} stroke="#0003" />
      <rect x="16" y="236" width={cx - 16} height={7} fill={frame} stroke="#0003" />
      <rect x={cx - 7} y="190" width={14} height={58} rx={2} fill="none" stroke={frame} strokeWidth="3" />
    </g>
  );
}

function TopView({ m }: { m: PreviewModel }) {
  const t = useT();
  const r = Math.min(112, (112 * m.sizeCm) / 240);
  const c = 150;
  const ribs = 10;
  return (
    <PreviewFrame
      view="top"
      width={300}
      height={300}
      title={t("configurator.preview.top", { size: m.sizeCm, edge: m.edge })}
      className="mx-auto h-auto w-full max-w-[220px] sm:max-w-none"
    >
      {m.edge === "scalloped" && <path d={scallopRing(c, 140, r, 6, 24)} fill={m.fabricHex} stroke="#0004" />}
      {m.edge === "straight" && <circle cx={c} cy={140} r={r + 7} fill={m.fabricHex} stroke="#0004" />}
      {m.shape === "square" ? (
        <rect x={c - r} y={140 - r} width={r * 2} height={r * 2} fill={m.fabricHex} stroke="#0003" />
      ) : (
        <circle cx={c} cy={140} r={r} fill={m.fabricHex} stroke="#0003" />
      )}
      {m.edge !== "none" && <circle cx={c} cy={140} r={r} fill="none" stroke="#0003" strokeWidth="2" />}
      {Array.from({ length: ribs }, (_, i) => {
        const a = (i / ribs) * Math.PI * 2;
        return (
          <line
            key={i}
            x1={c}
            y1={140}
            x2={c + r * Math.cos(a)}
            y2={140 + r * Math.sin(a)}
            stroke="#0002"
            strokeWidth="1.5"
          />
        );
      })}
      <circle cx={c} cy={140} r={5} fill={m.frameHex} stroke="#0004" />
      <Dimension x1={c - r} x2={c + r} y={282} label={`Ø ${m.sizeCm} cm`} />
    </PreviewFrame>
  );
}
