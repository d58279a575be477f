import { SearchResults } from '@stylebook/contracts';
import { jsonObject, shapeJson, type Json, type JsonFields } from '../../lib/reply-json.ts';

/** Search results as each kind's page shaped as JSON: a viewer's reply may swap one (whom they follow). */
export type SearchResultsJson = JsonFields<SearchResults>;

export function shapePeople(people: SearchResults['people']): Json<SearchResults['people']> {
  return shapeJson(SearchResults.shape.people, people);
}

export function shapeSearchResults(results: SearchResults): SearchResultsJson {
  return {
    products: shapeJson(SearchResults.shape.products, results.products),
    collections: shapeJson(SearchResults.shape.collections, results.collections),
    looks: shapeJson(SearchResults.shape.looks, results.looks),
    people: shapePeople(results.people),
  };
}

/** Replies joined from parts a cache keeps: a signed-out visitor's search is then sent as one string, once joined. */
const joinedReplies = new WeakMap<SearchResultsJson, Json<SearchResults>>();

export function toSearchResultsJson(results: SearchResultsJson): Json<SearchResults> {
  let joined = joinedReplies.get(results);
  if (joined === undefined) {
    joined = jsonObject<SearchResults>(results);
    joinedReplies.set(results, joined);
  }
  return joined;
}
