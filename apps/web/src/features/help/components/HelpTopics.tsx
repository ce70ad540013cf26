import { Card, Heading, Link, List, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { HELP_TOPICS } from '../help-content';

export function HelpTopics() {
  return (
    <Card.Root as="section" aria-labelledby="help-topics">
      <Card.Body gap="4">
        <Heading as="h2" id="help-topics" size="lg">
          Help Topics
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {HELP_TOPICS.map((topic) => (
            <nav key={topic.title} aria-label={topic.title}>
              <Heading as="h3" size="sm" mb="2">
                {topic.title}
              </Heading>
              <List.Root gap="1" variant="plain">
                {topic.articles.map((article) => (
                  <List.Item key={article.title}>
                    <Link asChild colorPalette="brand" fontSize="sm">
                      <RouterLink to={article.to}>{article.title}</RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </nav>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
