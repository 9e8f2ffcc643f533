export default function LayoutPage() {
  return <main><h1>菜单</h1></main>;
}
