; A frame of 8 KiB per lane: offsets past the 12-bit MUBUF field (gfx900)
; and the 13-bit signed flat scratch one (gfx942) are a 4 KiB multiple in
; an SGPR plus the remainder in the field. The shapes follow llc-22
; (-mtriple=amdgcn-amd-amdhsa -O2) for the same function in LLVM IR (an
; alloca of [2048 x i32], a store and load at byte 8000, a call): it saves
; its lane VGPR with `s_add_i32 s17, s33, 0x80400` and `buffer_store_dword
; v42, off, s[0:3], s17` (gfx942: `s_add_i32 s1, s33, 0x2010` and
; `scratch_store_dword off, v42, s1`), moves s32 by a literal
; (`s_add_i32 s32, s32, 0x80800`, gfx942 `s_addk_i32 s32, 0x2020`) and
; reloads through a second SGPR in the epilogue. llc-22 puts its saves
; first and the array after them, and addresses the array through a VGPR;
; agc puts the saves after the array (prologue.rs) and a uniform slot
; address in the scalar slot, so here both the saves and the array
; element take a window register.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,MUBUF
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,FLAT

; The saves: the frame base s32 plus 8 KiB (wave bytes on MUBUF, 64 per
; lane), the rest in the field.
; CHECK-LABEL: big:
; CHECK:       s_or_saveexec_b64 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}{{\]}}, -1
; MUBUF-NEXT:  s_add_u32 s[[W:[0-9]+]], s32, 0x80000{{$}}
; FLAT-NEXT:   s_add_u32 s[[W:[0-9]+]], s32, 0x2000{{$}}
; MUBUF-NEXT:  buffer_store_dword v{{[0-9]+}}, off, s[0:3], s[[W]]{{$}}
; MUBUF-NEXT:  buffer_store_dword v40, off, s[0:3], s[[W]] offset:4
; FLAT-NEXT:   scratch_store_dword off, v{{[0-9]+}}, s[[W]]{{$}}
; FLAT-NEXT:   scratch_store_dword off, v40, s[[W]] offset:4
; CHECK-NEXT:  s_mov_b64 exec, s{{\[}}[[T]]:{{[0-9]+}}{{\]}}
; CHECK:       s_mov_b32 s33, s32
; MUBUF-NEXT:  s_add_u32 s32, s32, 0x80400
; FLAT-NEXT:   s_add_u32 s32, s32, 0x2010

; The array element at 8000 = 4096 + 3904, from the frame pointer.
; MUBUF:       s_add_u32 s[[A:[0-9]+]], s33, 0x40000{{$}}
; MUBUF-NEXT:  buffer_store_dword v0, off, s[0:3], s[[A]] offset:3904
; FLAT:        s_add_u32 s[[A:[0-9]+]], s33, 0x1000{{$}}
; FLAT-NEXT:   scratch_store_dword off, v0, s[[A]] offset:3904
; CHECK:       s_swappc_b64 s[30:31]
; MUBUF:       s_add_u32 s[[B:[0-9]+]], s33, 0x40000{{$}}
; MUBUF-NEXT:  buffer_load_dword v{{[0-9]+}}, off, s[0:3], s[[B]] offset:3904
; FLAT:        s_add_u32 s[[B:[0-9]+]], s33, 0x1000{{$}}
; FLAT-NEXT:   scratch_load_dword v{{[0-9]+}}, off, s[[B]] offset:3904

; The restores, from s33 through another SGPR.
; CHECK:       s_mov_b32 s32, s33
; CHECK-NEXT:  s_or_saveexec_b64 s{{\[}}[[E:[0-9]+]]:{{[0-9]+}}{{\]}}, -1
; MUBUF-NEXT:  s_add_u32 s[[R:[0-9]+]], s33, 0x80000{{$}}
; MUBUF-NEXT:  buffer_load_dword v{{[0-9]+}}, off, s[0:3], s[[R]]{{$}}
; MUBUF-NEXT:  buffer_load_dword v40, off, s[0:3], s[[R]] offset:4
; FLAT-NEXT:   s_add_u32 s[[R:[0-9]+]], s33, 0x2000{{$}}
; FLAT-NEXT:   scratch_load_dword v{{[0-9]+}}, off, s[[R]]{{$}}
; FLAT-NEXT:   scratch_load_dword v40, off, s[[R]] offset:4
; CHECK-NEXT:  s_mov_b64 exec, s{{\[}}[[E]]:{{[0-9]+}}{{\]}}
; CHECK-NEXT:  s_mov_b32 s33, s{{[0-9]+}}
; CHECK:       s_setpc_b64 s[30:31]

func @ext(%arg0: i32) -> i32

func @big(%x: i32) -> i32 {
    $arr = stack_slot 8192, align 4
entry:
    %base = stack_addr $arr
    %c = iconst.i32 8000
    %q = ptradd %base, %c
    store %x, %q, align 4
    %r = call @ext(%x)
    %v = load.i32 %q, align 4
    %t = iadd %r, %v
    %u = imul %t, %x
    ret %u
}
