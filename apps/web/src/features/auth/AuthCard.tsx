import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every account form: a centred card about 400 px wide with the Skald mark and a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={440} px="md" py={{ base: 'lg', sm: 56 }}>
      <Paper withBorder radius="lg" shadow="md" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <Box component="img" src="/favicon.svg" alt="" w={44} h={44} />
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" fz="sm" mt="lg">
          {footer}
        </Text>
      )}
    </Container>
  );
}
