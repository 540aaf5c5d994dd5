import { Anchor, Text } from '@mantine/core';

export const SRD_URL = 'https://dnd.wizards.com/resources/systems-reference-document';
export const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/legalcode';

/** The attribution CC-BY-4.0 asks of every page that shows SRD 5.1 material, word for word. */
export function SrdAttribution({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Text fz={size} c="dimmed" data-testid="srd-attribution">
      This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC,
      available at{' '}
      <Anchor href={SRD_URL} inherit underline="always" c="dimmed">
        {SRD_URL}
      </Anchor>
      . The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License, available at{' '}
      <Anchor href={CC_BY_URL} inherit underline="always" c="dimmed">
        {CC_BY_URL}
      </Anchor>
      .
    </Text>
  );
}
