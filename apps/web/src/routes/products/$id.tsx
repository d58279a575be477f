import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/products/$id')({
  component: ProductScreen,
});

function ProductScreen() {
  return <Screen title="Product" description="Photos, price and where to buy this product." />;
}
