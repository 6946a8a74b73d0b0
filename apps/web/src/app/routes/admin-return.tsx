import { useParams } from 'react-router'
import { AdminReturnPage } from '../../features/admin/components/admin-return-page'

export function AdminReturnRoute() {
  const { returnId = '' } = useParams()
  const id = Number(returnId)
  return <AdminReturnPage key={returnId} returnId={Number.isInteger(id) && id > 0 ? id : 0} />
}
