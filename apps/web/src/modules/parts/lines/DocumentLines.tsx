/** The detail lines of one document, read-only (the detail drawer of a document). */
import { useEffect, useMemo, useState } from 'react';
import type { ResourceDefinition } from '../../../../../catalogue/src';
import { serverProblem, useModuleData, type Row } from '../../dataSource';
import { resourceOf } from '../../pageContext';
import { useLookups } from '../useLookups';
import { LineEditor } from './LineEditor';
import { lineFields, newLine, type EditLine } from './lineModel';

export function DocumentLines({ resource, row }: { resource: ResourceDefinition; row: Row }) {
  const data = useModuleData();
  const spec = resource.lines!;
  const lineResource = resourceOf(resource.system, spec.resource);
  const fields = useMemo(() => lineFields(lineResource, spec), [lineResource, spec]);
  const options = useLookups(lineResource);
  const [lines, setLines] = useState<EditLine[]>([]);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    data.lines(resource, row.id).then((list) => live && setLines(list.map((l) => newLine(fields, l))), (e) => live && setProblem(serverProblem(e).msg));
    return () => {
      live = false;
    };
  }, [data, resource, row, fields]);
  return (
    <>
      <LineEditor system={resource.system} name={resource.name} spec={spec} fields={fields} options={options} lines={lines} problems={[]} onChange={() => undefined} readOnly />
      {problem && <p role="alert">{problem}</p>}
    </>
  );
}
