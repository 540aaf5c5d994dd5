import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type GiveControlInput, giveControlSchema, playerControlRoutes } from '@skald/contract/library/player-control';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyPositive } from '../../lib/notify.ts';

const CONTROL_PATH = '/api/library/players/:id/control';

/**
 * Who plays this character (content.md §4): give control to another user by username or e-mail, who then
 * finds it among their characters; take it back at any time.
 */
export function PlayerControlSection({ playerId, playerName }: { playerId: string; playerName: string }) {
  const control = useRouteQuery(playerControlRoutes.read, { params: { id: playerId } });
  const give = useRouteMutation(playerControlRoutes.give, [CONTROL_PATH]);
  const takeBack = useRouteMutation(playerControlRoutes.takeBack, [CONTROL_PATH]);
  const form = useForm<GiveControlInput>({
    mode: 'controlled',
    initialValues: { user: '' },
    validate: schemaResolver(giveControlSchema, { sync: true }),
  });
  const controller = control.data?.controller ?? null;
  const failure = give.error ?? takeBack.error ?? control.error;

  async function giveControl(values: GiveControlInput) {
    const answer = await give.mutateAsync({ params: { id: playerId }, body: values });
    form.reset();
    // The server answers the same whether or not an account has the name, so the words promise no more.
    notifyPositive(`You gave control of ${playerName} to ${answer.controller}.`);
  }

  async function takeControlBack() {
    await takeBack.mutateAsync({ params: { id: playerId } });
    notifyPositive(`You took control of ${playerName} back.`);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="player-control-title">
      <Title order={2} size="h3" id="player-control-title">
        Control
      </Title>
      <FormFailure message={failure ? failureMessage(failure) : null} />
      {controller ? (
        <Group justify="space-between" wrap="wrap">
          <Text>
            <Text span fw={600}>
              {controller}
            </Text>{' '}
            was given control: whoever has that username or e-mail address sees this player among their characters.
          </Text>
          <Button
            variant="light"
            color="red"
            loading={takeBack.isPending}
            onClick={() => takeControlBack().catch(() => undefined)}
          >
            Take control back
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Give this player to the person who plays it: they will see it among their characters, read-only.
        </Text>
      )}
      <form onSubmit={form.onSubmit((values) => giveControl(values).catch(() => undefined))} noValidate>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            flex={1}
            miw={220}
            label="Username or e-mail"
            placeholder="their username or e-mail address"
            autoComplete="off"
            {...form.getInputProps('user')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            variant={controller ? 'default' : 'filled'}
            loading={give.isPending}
          >
            {controller ? 'Give to someone else' : 'Give control'}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
