import type { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** What a value should have been, said the way a form would ask for it. */
const expectedType: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  null: 'un valor vacío',
};

const formats: Record<string, string> = {
  email: 'Escribe un correo electrónico válido.',
  url: 'Escribe una dirección web válida.',
  datetime: 'Escribe una fecha y hora válidas.',
  date: 'Escribe una fecha válida.',
  time: 'Escribe una hora válida.',
};

const units: Record<string, [one: string, many: string]> = {
  string: ['carácter', 'caracteres'],
  array: ['elemento', 'elementos'],
  set: ['elemento', 'elementos'],
  file: ['byte', 'bytes'],
};

const count = (n: number | bigint, origin: string) => {
  const [one, many] = units[origin] ?? ['elemento', 'elementos'];
  return `${n} ${Number(n) === 1 ? one : many}`;
};

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

/**
 * zod's messages for people, in neutral Latin American Spanish. A schema's own message always wins
 * over these; zod's Spanish locale answers the rare cases this map does not phrase.
 */
export function spanishErrors(fallback: z.core.$ZodErrorMap): z.core.$ZodErrorMap {
  return (issue: Issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'Este campo es obligatorio.';
        return `Valor no válido: se esperaba ${expectedType[issue.expected] ?? 'otro tipo de dato'}.`;
      case 'too_small': {
        const min = issue.minimum as number | bigint;
        if (issue.origin === 'string' && Number(min) === 1) return 'Este campo es obligatorio.';
        if (isNumeric(issue.origin))
          return issue.inclusive ? `Debe ser mayor o igual que ${min}.` : `Debe ser mayor que ${min}.`;
        if (issue.origin === 'date') return 'La fecha es demasiado temprana.';
        return `Debe tener al menos ${count(min, issue.origin)}.`;
      }
      case 'too_big': {
        const max = issue.maximum as number | bigint;
        if (isNumeric(issue.origin))
          return issue.inclusive ? `Debe ser menor o igual que ${max}.` : `Debe ser menor que ${max}.`;
        if (issue.origin === 'date') return 'La fecha es demasiado tardía.';
        return `Debe tener como máximo ${count(max, issue.origin)}.`;
      }
      case 'invalid_format':
        return formats[issue.format] ?? 'El formato no es válido.';
      case 'invalid_value':
        return 'Elige una opción válida.';
      case 'not_multiple_of':
        return `Debe ser múltiplo de ${issue.divisor}.`;
      case 'unrecognized_keys':
        return issue.keys.length === 1
          ? `Campo no admitido: ${issue.keys[0]}.`
          : `Campos no admitidos: ${issue.keys.join(', ')}.`;
      case 'invalid_union':
      case 'invalid_key':
      case 'invalid_element':
      case 'custom':
        return 'Valor no válido.';
      default:
        return fallback(issue);
    }
  };
}
