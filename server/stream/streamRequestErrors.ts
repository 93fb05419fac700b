// graphql-sse treats only a result with a `data` key as a finished result; a
// subscription refused before it starts (e.g. NOT_FOUND for an unknown channel) comes
// back as `{ errors }` alone, which it misreads ("Unable to detect operation AST").
// Adding `data: null` lets the client receive the refusal with its code on the stream.
import type { Plugin } from 'graphql-yoga';

export function useStreamRequestErrors(): Plugin {
  return {
    onSubscribe() {
      return {
        onSubscribeResult({ result, setResult }) {
          if (!(Symbol.asyncIterator in result) && !('data' in result))
            setResult({ data: null, ...result });
        },
      };
    },
  };
}
