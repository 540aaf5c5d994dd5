import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** "Sending 19.8 MB" or "2 KB": a file's size as the importer thinks of it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * What the page waits for, with the seconds it has waited: a big file can keep the server busy a while,
 * and a count that moves says the page is alive. The count itself is not announced, only the sentence.
 */
export function WorkingStatus({ what }: { what: string }) {
  const [seconds, setSeconds] = useState(0);
  // Drawn anew (its `key`) for each wait, so the count starts at nought.
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Group gap="xs" wrap="nowrap">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed" role="status">
        {what}
      </Text>
      {seconds >= 2 && (
        <Text c="dimmed" fz="sm" aria-hidden>
          {seconds} s
        </Text>
      )}
    </Group>
  );
}
