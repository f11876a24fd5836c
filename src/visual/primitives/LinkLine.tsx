import React from 'react';
import {eased} from '../motion';

export type LinkLineProps = {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  /** stroke width; may encode bandwidth on a scale the frame states */
  width: number;
  /** 0..1 draws the line from its start */
  presence?: number;
  /** seconds of packet motion so far; undefined draws no packets */
  packetSeconds?: number;
  /** packets per second crossing the link, and their speed in px per second */
  packetRate?: number;
  packetSpeed?: number;
};

/** A link between two parts, drawn in, with packets that move only while their beat's motion runs. */
export const LinkLine: React.FC<LinkLineProps> = ({x1, y1, x2, y2, color, width, presence = 1, packetSeconds, packetRate = 2, packetSpeed = 300}) => {
  const p = eased(presence);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const packets: number[] = [];
  if (packetSeconds !== undefined && length > 0) {
    const spacing = packetSpeed / packetRate;
    const travelled = packetSeconds * packetSpeed;
    for (let d = travelled % spacing; d < Math.min(travelled, length); d += spacing) packets.push(d / length);
  }
  return (
    <svg style={{position: 'absolute', left: 0, top: 0, overflow: 'visible'}} width={1} height={1}>
      <line x1={x1} y1={y1} x2={x1 + (x2 - x1) * p} y2={y1 + (y2 - y1) * p} stroke={color} strokeWidth={width} strokeLinecap="round" />
      {packets.map((t) => (
        <rect key={t} x={x1 + (x2 - x1) * t - width} y={y1 + (y2 - y1) * t - width} width={width * 2} height={width * 2} rx={3} fill={color} stroke="#00000055" />
      ))}
    </svg>
  );
};
