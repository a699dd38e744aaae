import ChildEditPage from '@/features/children-and-parents/pages/child-edit-page'

// Spec 000 §2 /manager/admin/children/new (docs/manager-children.md "A new child"): the children
// module's form for a new child, which then opens the child's manager file.
export default function ManagerNewChildRoute() {
  return (
    <ChildEditPage
      listPath="/manager/admin/children"
      createdPath={(id) => `/manager/admin/children/${id}/child`}
    />
  )
}
