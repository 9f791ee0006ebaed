import { OrdersTableConnected, type OrdersTableConnectedProps } from '@bourse/exchange-widgets'

/** Loaded right after the desk (React.lazy): the orders sit below the book, form and charts. */
export default function OrdersTable(props: Omit<OrdersTableConnectedProps, 'labels'>) {
  return <OrdersTableConnected {...props} />
}
