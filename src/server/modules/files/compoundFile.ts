import { open } from 'node:fs/promises';

/**
 * Windows Installer packages (.msi, .msp, .mst) are Office compound files too: renamed .doc, .xls
 * or .msg they would pass a signature check. Their root storage carries one of these class ids
 * ({000C1084-…}, {000C1086-…}, {000C1082-…} with the rest C000-000000000046), stored little-endian.
 */
const installerClasses = new Set([0x000c1084, 0x000c1086, 0x000c1082]);
const classTail = Buffer.from('00000000c000000000000046', 'hex');

/** Whether the compound file at `path` is an installer package, by its root entry's class id. */
export async function isInstallerPackage(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(512);
    await file.read(header, 0, 512, 0);
    const sectorSize = 2 ** header.readUInt16LE(0x1e);
    if (sectorSize !== 512 && sectorSize !== 4096) return false;
    const firstDirectorySector = header.readUInt32LE(0x30);
    // the root entry is the first of the first directory sector; its class id is at 0x50
    const classId = Buffer.alloc(16);
    const { bytesRead } = await file.read(classId, 0, 16, (firstDirectorySector + 1) * sectorSize + 0x50);
    return bytesRead === 16 && installerClasses.has(classId.readUInt32LE(0)) && classId.subarray(4).equals(classTail);
  } finally {
    await file.close();
  }
}
