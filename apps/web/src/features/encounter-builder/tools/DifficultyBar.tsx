import { Text } from '@mantine/core';
import { DIFFICULTY_COLORS } from '../../../components/encounter/difficulty-colors.ts';
import { sentenceCase } from '../../../lib/labels.ts';
import { difficultyScale } from './difficulty-scale.ts';
import classes from './ToolsBuilder.module.css';

interface DifficultyBarProps {
  /** What the bar measures, for its accessible name: "Adjusted XP". */
  measure: string;
  xp: number;
  steps: { name: string; xp: number }[];
  /** The word for where the encounter falls. */
  result: string;
}

/** The thresholds as coloured bands drawn to scale, with a notch where the encounter's XP sits. */
export function DifficultyBar({ measure, xp, steps, result }: DifficultyBarProps) {
  const { bands, marker } = difficultyScale('trivial', steps, xp);
  return (
    <div>
      <div
        className={classes.barFrame}
        role="img"
        aria-label={`${measure} ${xp.toLocaleString('en')}: ${sentenceCase(result)}`}
      >
        <div className={classes.bar}>
          {bands.map((band) => (
            <div
              key={band.name}
              className={classes.band}
              style={{
                width: `${(band.to - band.from) * 100}%`,
                background: `var(--mantine-color-${DIFFICULTY_COLORS[band.name] ?? 'gray'}-${band.name === 'trivial' ? 3 : 5})`,
              }}
            />
          ))}
        </div>
        <div className={classes.marker} style={{ left: `${marker * 100}%` }} />
      </div>
      <Text size="xs" c="dimmed" aria-hidden="true">
        {steps.map((step) => `${sentenceCase(step.name)} ${step.xp.toLocaleString('en')}`).join(' · ')}
      </Text>
    </div>
  );
}
