import { useParams } from 'react-router'
import { AdminProductPage } from '../../features/admin/components/admin-product-page'

export function AdminProductRoute() {
  const { productKey = 'new' } = useParams()
  return <AdminProductPage key={productKey} productKey={productKey} />
}
