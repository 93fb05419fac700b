import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { MAX_SEARCH_QUERY_LENGTH } from '../../../common/limits';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { SearchResults } from './components/SearchResults';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /search?q=…. The route's loader has already started the query for q. */
export function SearchPage() {
  return <SearchView queryRef={usePageQueryRef<SearchPageQuery>()} />;
}

/** A search box over the garden's posts; the query lives in the URL, so results can be shared. */
export function SearchView({ queryRef }: { queryRef: PreloadedQuery<SearchPageQuery> }) {
  const intl = useIntl();
  const { community } = usePreloadedQuery<SearchPageQuery>(searchPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="posts.search.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="posts.search.description" />
          </Text>
        </div>
        <form onSubmit={onSubmit} role="search">
          <Group gap="xs" wrap="nowrap">
            <TextInput
              type="search"
              aria-label={intl.formatMessage({ id: 'posts.search.label' })}
              placeholder={intl.formatMessage({ id: 'posts.search.placeholder' })}
              value={draft}
              maxLength={MAX_SEARCH_QUERY_LENGTH}
              onChange={(event) => setDraft(event.currentTarget.value)}
              radius="xl"
              size="md"
              style={{ flex: 1 }}
            />
            <Button type="submit" h={44} radius="xl">
              <FormattedMessage id="posts.search.submit" />
            </Button>
          </Group>
        </form>
        {query ? (
          <SearchResults community={community} query={query} />
        ) : (
          <Text c="dimmed" size="sm">
            <FormattedMessage id="posts.search.prompt" />
          </Text>
        )}
      </Stack>
    </Container>
  );
}

const searchPageQuery = graphql`
  query SearchPageQuery($query: String!) {
    community {
      ...SearchResults_community @arguments(query: $query)
    }
  }
`;
