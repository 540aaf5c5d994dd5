import { schemaResolver, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import type { ApiRoute, RouteAnswer, RouteCall } from '@skald/contract/api/api-route';
import { titleCase } from '@skald/contract/library/library-limits';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyPositive } from '../../lib/notify.ts';

/** The routes of one library kind that an editor uses (`collectionRoutes` in the contract). */
interface EditorRoutes {
  read: ApiRoute;
  create: ApiRoute;
  replace: ApiRoute;
}

/** What `useForm` takes as values: any object of fields (an interface too, which `unknown` would refuse). */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as useForm's own.
type FormValues = Record<string, any>;

type StandardSchema = Parameters<typeof schemaResolver>[0];

type Stored<Routes extends EditorRoutes> = RouteAnswer<Routes['read']>;
type Body<Routes extends EditorRoutes> = RouteCall<Routes['create']>['body'];
/** A stored record as the form takes it: without what the server adds. */
export type StoredRecord<Routes extends EditorRoutes> = Omit<Stored<Routes>, 'id' | 'created' | 'updated'>;

/** What `LibraryEditorFrame` shows of an editor. */
export interface LibraryEditor {
  editing: boolean;
  noun: string;
  /** The record's name as typed so far, for the heading 'Edit …'. */
  name: string;
  backTo: string;
  /** The stored record once read. */
  loaded: unknown;
  /** Why the record could not be read (not found, not the user's), when it could not. */
  openFailure: Error | null;
  saving: boolean;
  /** Why the server refused the last save, in its own sentence. */
  failure: Error | null;
  /** How many fields the last try to save found wrong; any change clears it. */
  problems: number;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

export interface LibraryEditorOptions<Routes extends EditorRoutes, Values> {
  routes: Routes;
  /** What a new record's form starts with. */
  blank: Values;
  /** What the kind is called in headings, buttons and messages: 'item', 'NPC'. */
  noun: string;
  /** The record's name as the form holds it, for the heading and '… was saved.' */
  name: (values: Values) => string;
  /** The form's values for a loaded record; the record itself when left out. */
  toForm?: (record: StoredRecord<Routes>) => Values;
  /** The record to send for the form's values; the values themselves when left out. */
  toBody?: (values: Values) => Body<Routes>;
  /** The record's id, none for a new one; the page address's `:id` when left out. */
  id?: string;
  /** Checks the form as the server would; the schema of the record a save sends when left out. */
  schema?: StandardSchema;
  /** Where Cancel and a save go; the kind's list (`/content/items`) when left out. */
  backTo?: string;
  /** Other kinds a save changes too (a companion's player lists it): their cached answers are read anew. */
  alsoChanges?: string[];
  /** More of `useForm`'s options (`validateInputOnChange`). */
  formOptions?: Pick<UseFormInput<Values>, 'validateInputOnChange'>;
  /** What follows a save; a notice and the way back (`backTo`) when left out. A creator stays on its page. */
  onSaved?: (saved: Stored<Routes>) => void;
}

/**
 * One library record's form, new or edited: loads the record by id, fills the form once it arrives, saves
 * it with create or replace, tells the user and goes back to the list. `LibraryEditorFrame` shows it.
 */
export function useLibraryEditor<Routes extends EditorRoutes, Values extends FormValues>(
  options: LibraryEditorOptions<Routes, Values>,
): LibraryEditor & {
  form: UseFormReturnType<Values>;
  loaded: Stored<Routes> | undefined;
  /** Checks the form as a save does (every wrong field marked and counted): its values when all are right. */
  check: () => Values | null;
} {
  const { routes, noun, name, toBody } = options;
  const params = useParams();
  const id = 'id' in options ? options.id : params.id;
  const editing = id !== undefined;
  const navigate = useNavigate();
  const kindPath = routes.create.path;
  // Every kind's list page is named as its API path is: /api/library/items and /content/items.
  const backTo = options.backTo ?? kindPath.replace('/api/library/', '/content/');
  // The kind's routes are told apart by their answers' types; called, each is just a route.
  const stored = useRouteQuery<ApiRoute>(routes.read, { params: { id: id ?? '' } } as never, editing);
  const changed = [kindPath, ...(options.alsoChanges ?? [])];
  const create = useRouteMutation<ApiRoute>(routes.create, changed);
  const replace = useRouteMutation<ApiRoute>(routes.replace, changed);
  const [problems, setProblems] = useState(0);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.blank,
    validate: schemaResolver(options.schema ?? (routes.create.body as StandardSchema), { sync: true }),
    onValuesChange: () => setProblems(0),
    ...options.formOptions,
  });

  /** The form's values for a record as the server holds it. */
  function formValues(record: { [field: string]: unknown }): Values {
    const { id: _id, created: _created, updated: _updated, ...kept } = record;
    const fields = kept as StoredRecord<Routes>;
    return options.toForm ? options.toForm(fields) : (fields as unknown as Values);
  }

  const loaded = stored.data as Stored<Routes> | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded record, not on every form change.
  useEffect(() => {
    if (!loaded) return;
    form.setValues(formValues(loaded));
    form.resetDirty();
  }, [loaded]);

  async function save(values: Values) {
    const body = toBody ? toBody(values) : values;
    const saved = editing
      ? await replace.mutateAsync({ params: { id }, body } as never)
      : await create.mutateAsync({ body } as never);
    if (options.onSaved) {
      options.onSaved(saved as Stored<Routes>);
      return;
    }
    notifyPositive(`${name(formValues(saved as unknown as { [field: string]: unknown }))} was saved.`);
    navigate(backTo);
  }

  return {
    form,
    editing,
    noun,
    name: name(form.values),
    backTo,
    loaded,
    openFailure: editing && stored.isError ? stored.error : null,
    saving: create.isPending || replace.isPending,
    failure: create.error ?? replace.error,
    problems,
    check: () => {
      const { hasErrors, errors } = form.validate();
      setProblems(Object.keys(errors).length);
      return hasErrors ? null : form.getValues();
    },
    onSubmit: form.onSubmit(
      (values) => save(values).catch(() => undefined),
      (errors) => setProblems(Object.keys(errors).length),
    ),
  };
}

/** A record whose name the server keeps in lower case, as its form shows it: title-cased ('Bag of Holding'). */
export function titleCasedName<Fields extends { name: string }>(record: Fields): Fields {
  return { ...record, name: titleCase(record.name) };
}
