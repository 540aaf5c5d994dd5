import { Anchor, Checkbox, List, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ArmourOption, EquipmentChoiceOption } from '@skald/contract/character-builder/builder-options';
import { Link } from 'react-router';
import { carriedArmour, chooseEquipmentOption, chooseEquipmentPick, wearArmour } from '../build-choices.ts';
import { ExtraItems } from './ExtraItems.tsx';
import type { TabProps } from './tab-props.ts';

type Option = EquipmentChoiceOption['options'][number];

/** "Leather Armor, Longbow, 20 × Arrow"; picks read "one of Martial Weapons" or "2 from Martial Weapons". */
function optionLabel(option: Option): string {
  const items = option.items.map((item) => (item.count > 1 ? `${item.count} × ${item.name}` : item.name));
  const picks = new Map<string, number>();
  for (const pick of option.picks) picks.set(pick.label, (picks.get(pick.label) ?? 0) + 1);
  const chosen = [...picks].map(([label, count]) => (count > 1 ? `${count} from ${label}` : `one of ${label}`));
  return [...items, ...chosen].join(', ');
}

/** "Scale Mail (Medium, AC 14 + Dex max 2)". */
function armourLabel(armour: ArmourOption): string {
  const dex = armour.dexBonus ? ` + Dex${armour.maxDexBonus === null ? '' : ` max ${armour.maxDexBonus}`}` : '';
  return `${armour.name} (${armour.category}, AC ${armour.base}${dex})`;
}

/** The class's starting equipment and its choices, the armour worn and a shield; items link to the compendium. */
export function EquipmentTab({ build, options, change }: TabProps) {
  const chosen = options.classes.find((one) => one.slug === build.class);
  if (!chosen) return <Text c="dimmed">Choose a class first: its starting equipment is offered here.</Text>;

  const carried = new Set(carriedArmour(build, options).map((armour) => armour.slug));
  const worn = options.armour.filter((armour) => armour.category !== 'Shield');
  const choice = (armour: ArmourOption) => ({ value: armour.slug, label: armourLabel(armour) });
  const armourChoices = [
    { group: 'Carried', items: worn.filter((armour) => carried.has(armour.slug)).map(choice) },
    { group: 'Any SRD armour', items: worn.filter((armour) => !carried.has(armour.slug)).map(choice) },
  ].filter((group) => group.items.length > 0);

  return (
    <Stack gap="lg">
      {chosen.equipmentChoices.map((choice, index) => {
        const taken = build.equipmentChoices[index];
        const option = taken?.option == null ? undefined : choice.options[taken.option];
        return (
          <Stack key={choice.desc || index} gap="xs">
            <Radio.Group
              label={choice.desc || `Choice ${index + 1}`}
              value={taken?.option == null ? null : String(taken.option)}
              onChange={(value) => change((current) => chooseEquipmentOption(current, chosen, index, Number(value)))}
            >
              <Stack gap={6} mt={6}>
                {choice.options.map((one, at) => (
                  <Radio key={optionLabel(one)} value={String(at)} label={optionLabel(one)} />
                ))}
              </Stack>
            </Radio.Group>
            {option?.picks.map((pick, at) => (
              <Select
                // biome-ignore lint/suspicious/noArrayIndexKey: two picks from one list differ only by place
                key={at}
                label={`${pick.label}${option.picks.length > 1 ? ` (${at + 1} of ${option.picks.length})` : ''}`}
                placeholder="Choose one"
                searchable
                maw={360}
                data={pick.from.map((item) => ({ value: item.slug, label: item.name }))}
                value={taken?.picks[at] || null}
                onChange={(slug) => change((current) => chooseEquipmentPick(current, chosen, index, at, slug ?? ''))}
              />
            ))}
          </Stack>
        );
      })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Armour worn"
          placeholder="None: 10 + Dex"
          clearable
          searchable
          data={armourChoices}
          value={build.armour?.slug ?? null}
          onChange={(slug) =>
            change((current) =>
              wearArmour(
                current,
                options.armour.find((armour) => armour.slug === slug),
              ),
            )
          }
        />
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label="Shield (+2 AC)"
          checked={build.shield}
          onChange={(event) => {
            const shield = event.currentTarget.checked;
            change((current) => ({ ...current, shield }));
          }}
        />
      </SimpleGrid>
      <ExtraItems
        items={build.extraItems}
        onChange={(extraItems) => change((current) => ({ ...current, extraItems }))}
      />
      <Stack gap={4}>
        <Title order={2} size="h5">
          Equipment
        </Title>
        {build.equipment.length + build.extraItems.length === 0 ? (
          <Text c="dimmed">Nothing yet.</Text>
        ) : (
          <List size="sm">
            {[...build.equipment, ...build.extraItems].map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same item may come from two choices
              <List.Item key={`${item.slug}-${index}`}>
                {item.count > 1 ? `${item.count} × ` : ''}
                <Anchor component={Link} to={`/compendium/items/${item.slug}`}>
                  {item.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
