import { Button, Group, Modal, Text } from '@mantine/core';
import { memo } from 'react';

/** A move that ends or undoes the whole fight, asked once more before it is made. */
export type FightChoice = 'finish' | 'reset';

const WORDS: Record<FightChoice, { title: string; text: string; confirm: string; cancel: string; color: string }> = {
  finish: {
    title: 'Finish the encounter?',
    text: 'The fight ends here and its results are shown: the damage meters and the XP the party earns.',
    confirm: 'Finish encounter',
    cancel: 'Keep fighting',
    color: 'blue',
  },
  reset: {
    title: 'Reset the encounter?',
    text: 'The fight goes back to before its first round: initiative, conditions, reminders and damage meters are cleared, and the monsters get their hit points back.',
    confirm: 'Reset the encounter',
    cancel: 'Keep the fight',
    color: 'red',
  },
};

interface ConfirmFightModalProps {
  /** What is asked, or null while nothing is. */
  choice: FightChoice | null;
  onConfirm(choice: FightChoice): void;
  onClose(): void;
}

/** Finish and Reset, from a button, the phone's menu or the command palette, all ask here first. */
export const ConfirmFightModal = memo(function ConfirmFightModal({
  choice,
  onConfirm,
  onClose,
}: ConfirmFightModalProps) {
  const words = choice ? WORDS[choice] : null;
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={words?.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {choice && words && (
        <>
          <Text size="sm">{words.text}</Text>
          <Group justify="flex-end" mt="md">
            {/* The safe answer has the focus, so a stray Enter keeps the fight. */}
            <Button variant="default" onClick={onClose} data-autofocus>
              {words.cancel}
            </Button>
            <Button
              color={words.color}
              onClick={() => {
                onClose();
                onConfirm(choice);
              }}
            >
              {words.confirm}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
});
